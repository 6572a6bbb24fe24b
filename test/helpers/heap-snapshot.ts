/**
 * Reads a V8 heap snapshot (`v8.writeHeapSnapshot`, which collects garbage first, so it holds
 * what is still reachable) and counts the objects that have every one of some property names.
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** How many objects of the snapshot in `file` have each set of property names in `shapes`. */
export function countObjectsWith(file: string, shapes: Record<string, readonly string[]>): Record<string, number> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const { meta } = snap.snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const edgeCountAt = meta.node_fields.indexOf('edge_count');
  const edgeTypeAt = meta.edge_fields.indexOf('type');
  const edgeNameAt = meta.edge_fields.indexOf('name_or_index');
  const objectType = meta.node_types[0].indexOf('object');
  const propertyType = meta.edge_types[0].indexOf('property');
  const counts: Record<string, number> = Object.fromEntries(Object.keys(shapes).map((name) => [name, 0]));
  let edge = 0;
  for (let node = 0; node < snap.nodes.length; node += nodeFields) {
    const edgeCount = snap.nodes[node + edgeCountAt]!;
    if (snap.nodes[node + typeAt] === objectType) {
      const names = new Set<string>();
      for (let e = edge; e < edge + edgeCount; e++) {
        if (snap.edges[e * edgeFields + edgeTypeAt] === propertyType) names.add(snap.strings[snap.edges[e * edgeFields + edgeNameAt]!]!);
      }
      for (const [name, props] of Object.entries(shapes)) if (props.every((p) => names.has(p))) counts[name]!++;
    }
    edge += edgeCount;
  }
  return counts;
}
