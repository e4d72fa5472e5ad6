/** Business timings of the account and message screens (spec 1 §4, §9), in ms. */
export const AccountTiming = {
  /** Quiet time after a language change before filled login fields are checked again. */
  languageRevalidate: 200,
  /** Quiet time after a language change before the help centre reloads. */
  helpReload: 200,
  /** A success message shows this long before the page moves on (retrieval, password change). */
  successPause: 1000,
  /** Upper bound of an ordinary loading overlay (login, registration, change password). */
  loadingMax: 15_000,
} as const;
