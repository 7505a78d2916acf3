// The strong-password rules (spec "Signup" validation): five rules, 20 % each; >= 90 excellent, >= 70 Strong
// (green), >= 50 Average (amber), otherwise Weak (red).
export const PASSWORD_RULES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /.{8,}/, /[^A-Za-z0-9]/];

export type StrengthLevel = 'excellent' | 'strong' | 'average' | 'weak';

export interface Strength {
  percent: number;
  level: StrengthLevel;
  color: string;
  met: boolean[];
}

export function passwordStrength(password: string): Strength {
  const met = PASSWORD_RULES.map((r) => r.test(password));
  const percent = met.filter(Boolean).length * 20;
  if (percent >= 90) return { percent, level: 'excellent', color: '#15803d', met };
  if (percent >= 70) return { percent, level: 'strong', color: '#15803d', met };
  if (percent >= 50) return { percent, level: 'average', color: '#b45309', met };
  return { percent, level: 'weak', color: '#b91c1c', met };
}
