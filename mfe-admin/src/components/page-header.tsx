// The page header is the shared remote frame's (@shop/ui); features import it from here.
export { PageHeader } from '@shop/ui';
