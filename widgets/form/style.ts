/** Field states of the customer-data forms; the theme styles the fields themselves. */
export const css = `
.field__message:empty{display:none}
.field__hint{display:block;font-size:.875em;color:#555;margin-top:4px}
.--error>.field__message,.--error .field__message{display:block;color:#b00020;font-size:.875em;margin-top:4px}
.--error>input,.--error>select,.--error>textarea{border-color:#b00020}
.--success>input,.--success>select,.--success>textarea{border-color:#1b7f3b}
form.--submitting [type=submit]{opacity:.6;cursor:progress}
`;
