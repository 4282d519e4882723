// Error bodies in the NestJS shape services of this kind send: a nested error with a message and, for a validation
// failure, the property and the constraints it broke.
export const nestError = (name: string, msg: string, validator_error?: unknown[]) => ({
  error: { name, msg, options: {}, data: {}, ...(validator_error ? { validator_error } : {}) },
});

export const validation = (property: string, constraints: Record<string, string>) =>
  nestError('I18nValidationException', 'Ошибка валидации', [{ property, constraints, children: [] }]);
