// Async boundary for the standalone app: shared modules are negotiated before the bootstrap runs.
import('./bootstrap');
