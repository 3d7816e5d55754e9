// The renderer's tests import its rune classes (`*.svelte.ts`); type-checking them with the test
// project needs Svelte's declarations of `$state`, `$derived` and `$effect`.
/// <reference types="svelte" />
