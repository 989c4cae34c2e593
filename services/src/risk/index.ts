/** The risk module's public surface: what the app composes. */
export { RiskModule } from './risk.module';
