/** Refused operator or seed input; the message is meant for the person who typed it. */
export class AccountError extends Error {}
