/**
 * Browser-session memory for the sign-up gate. The server's HttpOnly cookie is the real proof; these
 * flags only let the UI skip a spinner and send the user back to the path the gate interrupted.
 */
const GATE_PASSED_KEY = 'turnout.gatePassed';
const GATE_RETURN_KEY = 'turnout.gateReturnTo';
export const DEFAULT_GATE_RETURN = '/register';

// sessionStorage throws in some privacy modes; the gate then simply asks the server every time.
function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the flags are a convenience.
  }
}

export function readGatePassed(): boolean {
  return read(GATE_PASSED_KEY) === 'true';
}

export function storeGatePassed(passed: boolean): void {
  write(GATE_PASSED_KEY, passed ? 'true' : null);
}

export function rememberGateReturn(path: string): void {
  write(GATE_RETURN_KEY, path);
}

/** The path to return to after the gate, forgotten once read. */
export function takeGateReturn(): string {
  const path = read(GATE_RETURN_KEY);
  write(GATE_RETURN_KEY, null);
  return path?.startsWith('/') ? path : DEFAULT_GATE_RETURN;
}

export function clearGateStorage(): void {
  write(GATE_PASSED_KEY, null);
  write(GATE_RETURN_KEY, null);
}
