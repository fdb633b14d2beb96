/** What a calculator gives back when it refuses its inputs: the message, shown at the field named. */
export const refused = (field: string, message: unknown) => ({ ok: false, message, field });
