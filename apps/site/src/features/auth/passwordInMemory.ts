/**
 * A password kept in memory only (never stored) after a login with an expired (temporary)
 * password, so change password need not ask for it again (spec 1 §2). Gone on reload.
 */
let heldPassword: string | null = null;

export const passwordInMemory = {
  get: () => heldPassword,
  set: (password: string | null) => {
    heldPassword = password;
  },
};
