/**
 * The events that are a shopper's first touch of an element: a pointer over it or pressed on it, a touch, focus moving
 * in. The loader mounts a marker's widget at the first of them (loader/schedule.ts), an island's code is loaded at the
 * first (src/ui/intent.ts), the phone's drawers' code too (widgets/category_menu/drawers.ts).
 */
export const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
