import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Screens load parts of themselves on first use; under jest each such module is transformed on its
// first import, which on a busy two-core CI machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 3_000 });
