/** The instalment modal (spec §5): the bound messages, the option buttons with their states and hints. */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { Page } from '../../src/page-config';
import type { MessageKey } from '../../src/i18n';
import { Modal } from '../../src/ui/modal';
import { renderIsland } from '../../src/island';
import type { Unmount } from '../../src/widget';
import type { Decision, Message, Option } from './rules';

export type Shown = Exclude<Decision, { kind: 'run' }>;

/** Renders the modal into the widget's slot; it shows what the DOM part's `$shown` atom holds. */
export function mountIsland(slot: HTMLElement, props: Props, reportError: (error: unknown) => void): Unmount {
  return renderIsland(slot, <InstalmentModal {...props} />, reportError);
}

interface Props {
  page: Page;
  name: string;
  $shown: ReadableAtom<Shown | null>;
  money(amount: number): string;
  onRun(amount: number): void;
  onClose(): void;
}

function messageText(page: Page, name: string, money: (n: number) => string, m: Message): string {
  switch (m.key) {
    case 'too_many':
      return page.t('instalment.too_many', { count: m.count });
    case 'not_all':
      return page.t('instalment.not_all');
    default:
      return page.t(`instalment.${m.key}`, { name, amount: money(m.amount) });
  }
}

function Choice({
  page,
  label,
  option,
  hint,
  money,
  onRun,
}: {
  page: Page;
  label: string;
  option: Option;
  hint: MessageKey | null;
  money(n: number): string;
  onRun(n: number): void;
}) {
  const { t } = page;
  const hintId = useId();
  return (
    <div className="instalment_modal__option">
      <button
        type="button"
        className="instalment_modal__choice"
        disabled={!option.enabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => onRun(option.amount)}
      >
        <span>{label}</span> <span>{money(option.amount)}</span>
      </button>
      {hint ? (
        <p className="instalment_modal__hint" id={hintId}>
          {t(hint)}
        </p>
      ) : null}
    </div>
  );
}

function InstalmentModal({ page, name, $shown, money, onRun, onClose }: Props) {
  const shown = useStore($shown);
  const messagesId = useId();
  const { t } = page;
  const productHint = (o: Option): MessageKey | null =>
    o.position === 'below' ? 'instalment.hint_increase' : o.position === 'above' ? 'instalment.hint_decrease' : null;
  const basketHint = (o: Option): MessageKey | null =>
    o.position === 'below' ? 'instalment.hint_basket_increase' : o.position === 'above' ? 'instalment.hint_basket_decrease' : null;
  return (
    <Modal
      open={!!shown}
      onClose={onClose}
      title={t('instalment.title', { name })}
      className="instalment_modal"
      describedBy={shown?.messages.length ? messagesId : undefined}
    >
      {shown ? (
        <>
          {shown.messages.length ? (
            <div className="instalment_modal__messages" id={messagesId}>
              {shown.messages.map((m) => (
                <p key={m.key}>{messageText(page, name, money, m)}</p>
              ))}
            </div>
          ) : null}
          <div className="instalment_modal__options">
            {shown.kind === 'product' ? (
              <>
                <Choice page={page} label={t('instalment.product_only')} option={shown.product} hint={productHint(shown.product)} money={money} onRun={onRun} />
                {shown.basket ? (
                  <Choice page={page} label={t('instalment.with_basket')} option={shown.basket} hint={basketHint(shown.basket)} money={money} onRun={onRun} />
                ) : null}
              </>
            ) : (
              <Choice
                page={page}
                label={t('instalment.basket_products')}
                option={shown.basket}
                hint={shown.hint === 'increase' ? 'instalment.items_increase' : shown.hint === 'decrease' ? 'instalment.items_decrease' : null}
                money={money}
                onRun={onRun}
              />
            )}
          </div>
        </>
      ) : null}
    </Modal>
  );
}
