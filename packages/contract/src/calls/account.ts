// Session, login, registration, passwords, member info.

export const accountCalls = {} as const;
