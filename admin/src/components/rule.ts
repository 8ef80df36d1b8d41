/** An antd form rule from one of the contract's rules (`contract/config-rules.ts`): the server refuses with the same words. */
export function ruleOf<T>(problem: (value: T) => string | null) {
  return {
    validator: async (_: unknown, value: T) => {
      const found = problem(value)
      if (found) throw new Error(found)
    },
  }
}
