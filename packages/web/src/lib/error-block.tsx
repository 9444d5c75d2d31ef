import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block.js';
import { EmptyIcon } from 'antd-mobile/es/components/empty/empty-icon.js';
import { ClockCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';

const icon = { fontSize: 64, color: 'var(--adm-color-light)' };

/**
 * antd-mobile's ErrorBlock (markup, texts, options) with light pictures: its own illustrations
 * weigh about 10 KB gzipped on every page that can be empty.
 */
export const ErrorBlock = createErrorBlock({
  default: <ExclamationCircleOutline style={icon} />,
  disconnected: <ExclamationCircleOutline style={icon} />,
  empty: <EmptyIcon />,
  busy: <ClockCircleOutline style={icon} />,
});
