// How many steps an automation has, apart from its schemas: the state every page keeps starts with it.
export const AUTOMATION_TOTAL_STEPS = 4;
