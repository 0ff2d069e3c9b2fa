/**
 * One field of a value whose shape nobody promised: react-router's navigation state (whatever the page
 * before put there) or JSON from browser storage. The caller checks what comes back.
 */
export function readField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}
