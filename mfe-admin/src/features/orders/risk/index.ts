export { riskApi } from './api/risk-api';
export { RiskFlag } from './components/risk-flag';
export { RiskPanel } from './components/risk-panel';
export { usePageRiskFlags } from './hooks/use-page-risk-flags';
