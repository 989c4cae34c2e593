export { NavbarSearch } from './components/navbar-search';
