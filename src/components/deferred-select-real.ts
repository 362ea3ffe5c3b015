// The real select, in a chunk of its own: downloaded by DeferredSelect on the user's first interest.
export { Select } from '@mantine/core';
