type Handler = () => void;

let unauthorizedHandler: Handler = () => undefined;

/** The shell registers what a 401 does (clear caches, go to sign-in) once the router exists. */
export function setUnauthorizedHandler(handler: Handler): void {
  unauthorizedHandler = handler;
}

/** A call was answered 401: what the shell registered. */
export function onUnauthorized(): void {
  unauthorizedHandler();
}
