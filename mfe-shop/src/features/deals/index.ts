export { DailyDealsPage } from './components/daily-deals-page';
export { FeaturedDeals } from './components/featured-deals';
