import ts from 'typescript';

/**
 * A column as Kysely's types describe it, reduced to what a database can disagree with:
 * what a select gives (`Date`, `string`, `json`, ...; literal unions count as their base type, as
 * a check constraint is not a type), whether it can be null, and whether an insert may leave it
 * out.
 */
export interface ColumnShape {
  types: string[];
  nullable: boolean;
  optionalOnInsert: boolean;
}

/** Table → column → shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

/**
 * The shape of the tables that interface `root` lists in a TypeScript source: schema.ts's
 * `Database`, or kysely-codegen's `DB`. Read from the syntax alone (fast, no type checking), with
 * Kysely's `Generated` and `ColumnType` and the file's own type aliases understood.
 */
export function schemaShape(source: string, root: string): SchemaShape {
  const file = ts.createSourceFile('schema.ts', source, ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
    if (ts.isTypeAliasDeclaration(statement) && !statement.typeParameters) {
      aliases.set(statement.name.text, statement.type);
    }
  }
  const members = (name: string) => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`no interface ${name} in the source`);
    return declaration.members.filter(ts.isPropertySignature).map((member) => {
      if (!member.type) throw new Error(`${name}.${member.name.getText()} has no type`);
      return { name: propertyName(member.name), type: member.type };
    });
  };
  const shape: SchemaShape = new Map();
  for (const table of members(root)) {
    if (!ts.isTypeReferenceNode(table.type)) throw new Error(`${root}.${table.name}: not a name`);
    const columns = new Map<string, ColumnShape>();
    for (const column of members(table.type.typeName.getText())) {
      columns.set(column.name, columnShape(column.type, aliases));
    }
    shape.set(table.name, columns);
  }
  return shape;
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** The select side's base types and null, and the insert side's optionality. */
function columnShape(node: ts.TypeNode, aliases: Map<string, ts.TypeNode>): ColumnShape {
  const { select, insert } = sides(node, aliases);
  return {
    types: [...new Set(select.types)].sort(),
    // `unknown` (a JSON column as schema.ts reads it) admits null, so what an insert takes says.
    nullable: select.nullable || (select.unknown && insert.nullable),
    optionalOnInsert: insert.nullable || insert.undefined || insert.never,
  };
}

/**
 * What a select gives and an insert takes, as Kysely reads a column type: `ColumnType<S, I>`
 * selects S and inserts I, `Generated<T>` adds undefined to T's insert side, any other type is
 * both, and a union is the union of its members' sides (`Timestamp | null`).
 */
function sides(
  node: ts.TypeNode,
  aliases: Map<string, ts.TypeNode>,
): { select: ValueTypes; insert: ValueTypes } {
  const t = resolve(node, aliases);
  if (ts.isParenthesizedTypeNode(t)) return sides(t.type, aliases);
  if (ts.isUnionTypeNode(t)) {
    const all = t.types.map((member) => sides(member, aliases));
    return {
      select: merge(all.map((side) => side.select)),
      insert: merge(all.map((side) => side.insert)),
    };
  }
  if (ts.isTypeReferenceNode(t)) {
    const name = t.typeName.getText();
    const [first, second] = t.typeArguments ?? [];
    if ((name === 'Generated' || name === 'GeneratedAlways') && first) {
      const inner = sides(first, aliases);
      return { select: inner.select, insert: { ...inner.insert, undefined: true } };
    }
    if (name === 'ColumnType' && first) {
      return {
        select: valueTypes(first, aliases),
        insert: valueTypes(second ?? first, aliases),
      };
    }
  }
  const plain = valueTypes(t, aliases);
  return { select: plain, insert: plain };
}

function merge(parts: ValueTypes[]): ValueTypes {
  return {
    types: parts.flatMap((part) => part.types),
    nullable: parts.some((part) => part.nullable),
    unknown: parts.some((part) => part.unknown),
    undefined: parts.some((part) => part.undefined),
    never: parts.some((part) => part.never),
  };
}

interface ValueTypes {
  types: string[];
  nullable: boolean;
  unknown: boolean;
  undefined: boolean;
  never: boolean;
}

/** A union's members as base type names, with null, undefined and never set apart. */
function valueTypes(node: ts.TypeNode, aliases: Map<string, ts.TypeNode>): ValueTypes {
  const found: ValueTypes = {
    types: [],
    nullable: false,
    unknown: false,
    undefined: false,
    never: false,
  };
  const visit = (n: ts.TypeNode): void => {
    const t = resolve(n, aliases);
    if (ts.isUnionTypeNode(t)) return t.types.forEach(visit);
    if (ts.isParenthesizedTypeNode(t)) return visit(t.type);
    if (ts.isLiteralTypeNode(t)) {
      if (t.literal.kind === ts.SyntaxKind.NullKeyword) found.nullable = true;
      else if (ts.isStringLiteral(t.literal)) found.types.push('string');
      else if (ts.isNumericLiteral(t.literal)) found.types.push('number');
      else found.types.push('boolean');
      return;
    }
    if (t.kind === ts.SyntaxKind.UndefinedKeyword) found.undefined = true;
    else if (t.kind === ts.SyntaxKind.NeverKeyword) found.never = true;
    // A JSON column: kysely-codegen names it Json, schema.ts reads it as unknown.
    else if (t.kind === ts.SyntaxKind.UnknownKeyword) {
      found.types.push('json');
      found.unknown = true;
    } else if (ts.isTypeReferenceNode(t) && t.typeName.getText() === 'Json')
      found.types.push('json');
    else found.types.push(t.getText().replace(/\s+/g, ' '));
  };
  visit(node);
  return found;
}

/** A reference to one of the file's own aliases (Timestamp, DeliveryStatus) as what it names. */
function resolve(node: ts.TypeNode, aliases: Map<string, ts.TypeNode>): ts.TypeNode {
  let current = node;
  for (let depth = 0; depth < 10; depth++) {
    if (!ts.isTypeReferenceNode(current) || current.typeArguments) return current;
    const target = aliases.get(current.typeName.getText());
    if (!target || current.typeName.getText() === 'Json') return current;
    current = target;
  }
  return current;
}

/** How a shape reads in a message: `Date | null, optional on insert`. */
export function describeColumn(shape: ColumnShape): string {
  const types = [...shape.types, ...(shape.nullable ? ['null'] : [])].join(' | ');
  return `${types}${shape.optionalOnInsert ? ', optional on insert' : ''}`;
}

/**
 * Where the declared schema and the database disagree, one line each, empty when they agree.
 * The declaration may require a value the database could default (it makes every writer choose
 * one, a delivery's language say); the reverse is drift: an insert that compiles and fails.
 */
export function schemaDrift(database: SchemaShape, declared: SchemaShape): string[] {
  const drift: string[] = [];
  for (const [table, columns] of database) {
    const mine = declared.get(table);
    if (!mine) {
      drift.push(`${table}: a table in the database, missing from schema.ts`);
      continue;
    }
    for (const [column, actual] of columns) {
      const said = mine.get(column);
      const where = `${table}.${column}`;
      if (!said) {
        drift.push(`${where}: in the database (${describeColumn(actual)}), missing from schema.ts`);
        continue;
      }
      if (said.types.join() !== actual.types.join() || said.nullable !== actual.nullable) {
        drift.push(
          `${where}: the database gives ${describeColumn({ ...actual, optionalOnInsert: false })}, schema.ts says ${describeColumn({ ...said, optionalOnInsert: false })}`,
        );
      }
      if (said.optionalOnInsert && !actual.optionalOnInsert) {
        drift.push(`${where}: schema.ts lets an insert leave it out, the database requires it`);
      }
    }
    for (const column of mine.keys()) {
      if (!columns.has(column)) drift.push(`${table}.${column}: in schema.ts, not in the database`);
    }
  }
  for (const table of declared.keys()) {
    if (!database.has(table)) drift.push(`${table}: in schema.ts, not in the database`);
  }
  return drift;
}
