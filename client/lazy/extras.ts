// Code only some deployments run: the writers' live updates (watch mode) and analytics (when
// an operator configured a tracker). One chunk, so that neither weighs on a normal first load.
export { LiveUpdates } from '../components/LiveUpdates';
export { startAnalyticsWhenIdle } from '../lib/analytics';
