/** The shared antd's `staff` part (see antd-shared.ts): components only staff pages use. */
export { InputNumber, Statistic } from 'antd/es/index.js';
