/** management/prometheus: the process's metrics in the Prometheus text format (docs/adr/0062). */
export { default as prometheusRoutes } from './prometheus.routes.js';
