/**
 * Courier SIMULATORS (Steadfast, Pathao, RedX) for development and tests: each answers its
 * courier's documented endpoints, headers, fields and statuses, keeps its state in memory, and
 * POSTs the courier's documented webhook when a test (or a person) moves a parcel along. No parcel
 * moves and no rider comes. services/src/couriers/README.md lists what each covers.
 */
export * from './api-env';
export * from './common';
export * from './pathao';
export * from './redx';
export * from './steadfast';
