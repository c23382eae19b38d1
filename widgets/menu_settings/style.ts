/** Only what the widget adds: its open state (the theme's CSS opens the form only on hover / focus-within from 979 px). */
export const css = `
form.sf-open{display:block!important}
`;
