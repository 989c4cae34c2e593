export { BestSellers } from './components/best-sellers';
export { Categories, CATEGORY_CARDS } from './components/categories';
export { Hero } from './components/hero';
export { HomeSection } from './components/home-section';
export { NewArrivals } from './components/new-arrivals';
export { WhyChooseUs } from './components/why-choose-us';
