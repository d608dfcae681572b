/** The least-squares line through (leads per group, CPU µs per group): what any group costs, and each lead adds. */
export function groupCostLine(cells: readonly { size: number; perLead: number }[]): {
  perGroup: number;
  perLead: number;
} {
  const points = cells.map(({ size, perLead }) => ({ x: size, y: perLead * size }));
  const meanX = points.reduce((sum, { x }) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, { y }) => sum + y, 0) / points.length;
  const spread = points.reduce((sum, { x }) => sum + (x - meanX) ** 2, 0);
  const slope = points.reduce((sum, { x, y }) => sum + (x - meanX) * (y - meanY), 0) / spread;
  return { perGroup: meanY - slope * meanX, perLead: slope };
}
