/** A query of one required text parameter (an id, a code), up to 64 characters. */
export function requiredTextQuery<Name extends string>(name: Name) {
  // Spelled as a record of the literal name so the type provider types `request.query[name]` as a string.
  const properties = { [name]: { type: 'string', minLength: 1, maxLength: 64 } } as Record<Name, { type: 'string'; minLength: 1; maxLength: 64 }>;
  return { querystring: { type: 'object', required: [name], properties } } as const;
}
