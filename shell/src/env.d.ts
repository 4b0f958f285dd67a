/// <reference types="@rsbuild/core/types" />
// Declares what rsbuild bundles besides code (CSS imported for its side effect, images), so the type check
// accepts those imports.
