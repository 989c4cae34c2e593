export { emailConfirmationApi } from './api/email-confirmation-api';
export { EmailConfirmationBanner } from './components/email-confirmation-banner';
