// A crew line's conversation between the vendor and the company (issue 41 point 5, decision 116):
// shared by the vendor's work order details page and the staff console's work order page.
export { Conversation, MESSAGES_LABEL, NEW_MESSAGES_LABEL } from './conversation.tsx';
export { staffConversationApi, vendorConversationApi, type ConversationApi } from './conversation-api.ts';
export { messagesTitle, useUnreadMessages } from './unread-messages.ts';
