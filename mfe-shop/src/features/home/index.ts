export { Hero } from './components/hero';
