// Types of aliases.mjs, for the TypeScript configs that import it.
export declare const ALIASES: Record<string, string>
