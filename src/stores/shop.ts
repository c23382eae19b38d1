/**
 * $language and $currency: the shop's interface language and currency display settings, read from
 * the page configuration when first used. A widget that changes them (a later issue's country and
 * language selection) sets them here, and every price and text that reads them follows.
 */
import { atom, onMount } from 'nanostores';
import { getPage } from '../page-config';
import { DEFAULT_CURRENCY, type CurrencySettings } from '../lib/price';

export const $language = atom<string>('pl');
export const $currency = atom<CurrencySettings>(DEFAULT_CURRENCY);

onMount($language, () => $language.set(getPage().language));
onMount($currency, () => $currency.set(getPage().currency));
