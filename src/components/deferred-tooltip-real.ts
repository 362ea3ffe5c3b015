// The real tooltip (Mantine Tooltip and floating-ui), in a chunk of its own: downloaded by DeferredTooltip on the
// first hover.
export { Tooltip } from '@mantine/core';
