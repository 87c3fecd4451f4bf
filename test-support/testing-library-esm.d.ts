// The ES module build of Testing Library for React has the package's types (test-support/testing-library-preact.ts).
declare module '@testing-library/react/dist/@testing-library/react.esm.js' {
  export * from '@testing-library/react'
}
