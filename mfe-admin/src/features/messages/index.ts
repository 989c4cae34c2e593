export { messagesApi } from './api/messages-api';
export { MessagesPage } from './components/messages-page';
