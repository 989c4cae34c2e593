export { DailyDealsPage } from './components/daily-deals-page';
