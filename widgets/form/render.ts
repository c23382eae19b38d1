/**
 * What a field shows: its state class on the container (--error, --success or --empty), aria-invalid,
 * and the message text (a problem another field put here, no_street_number, wins over its own).
 */
import type { Translator } from '../../src/i18n';
import { messageText, type Problem } from './rules';
import { isEmpty, type Field } from './fields';

export type Render = (field: Field, problem: Problem | null) => void;

export function renderer(t: Translator, texts: Readonly<Record<string, string>>): Render {
  return (field, problem) => {
    const shown = field.external ?? problem;
    const { container, el, message } = field;
    const state = shown ? 'error' : isEmpty(field) ? 'empty' : 'success';
    container.classList.toggle('--error', state === 'error');
    container.classList.toggle('--success', state === 'success');
    container.classList.toggle('--empty', state === 'empty');
    if (shown) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    const text = shown ? messageText(shown, t, texts) : '';
    if (message.textContent !== text) message.textContent = text;
  };
}

/** No state, no message. */
export function clear(field: Field): void {
  field.container.classList.remove('--error', '--success', '--empty');
  field.el.removeAttribute('aria-invalid');
  field.message.textContent = '';
  field.external = null;
}
