import type { Department } from './api/departments.ts';

/** A department with its depth and the names of the departments above it, as pickers list the tree. */
export interface PlacedDepartment {
  node: Department;
  depth: number;
  /** "Company / Sales / East": what a search matches and shows. */
  path: string;
}

export function flattenDepartments(nodes: readonly Department[], depth = 0, parentPath = ''): PlacedDepartment[] {
  return nodes.flatMap((node) => {
    const path = parentPath ? `${parentPath} / ${node.name}` : node.name;
    return [{ node, depth, path }, ...flattenDepartments(node.children ?? [], depth + 1, path)];
  });
}

export function findDepartment(nodes: readonly Department[], id: string): Department | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The department and every one below it: where it may not move (a department cannot sit under itself). */
export function departmentAndBelow(node: Department): Set<string> {
  const ids = new Set<string>();
  const walk = (d: Department) => {
    ids.add(d.id);
    for (const child of d.children ?? []) walk(child);
  };
  walk(node);
  return ids;
}

/** A company is the tree's top level: it has no parent and is not moved. */
export const isCompany = (node: Pick<Department, 'parentId' | 'orgType'>) => node.parentId === null || node.orgType === '1';
