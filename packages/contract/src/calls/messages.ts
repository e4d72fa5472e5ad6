// Announcements, inbox, chat, feedback, help, customer service.

export const messageCalls = {} as const;
