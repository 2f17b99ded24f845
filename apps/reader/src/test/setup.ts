import { configure } from '@testing-library/react';

// A busy 2-core CI machine can take well over a second to render a whole app; waits allow for that.
configure({ asyncUtilTimeout: 5_000 });
