// One shape for anything that can fail on bad input (a file, a command line, a roster): either the value,
// or the error that says what is wrong - for files and command lines, the one line the user is shown.
// Nothing is thrown for bad input; a caller checks `ok` and the types make it look at the right field.
export type Result<T, E = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
