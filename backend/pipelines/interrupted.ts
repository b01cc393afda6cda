/** The error of work whose process ended under it (a restart, a killed instance) and that nothing will resume. */
export const INTERRUPTED = "Interrumpido por reinicio del servidor";
