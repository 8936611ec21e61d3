export const REQUIRED_NODE_MAJOR: number;
export function requireSupportedNode(version?: string): void;
