/** Where a guarded page sends the player back after login: `location.state.from`. */
export interface LoginRedirectState {
  from: string;
  /** Why the player is here: the server ended the session (the login page says so). */
  reason?: 'sessionLost';
}
