/**
 * Demo grocery catalogue (Ecuador): categories in aisle (walking) order and ~300 products.
 * Item format: "Name|Brand|shelf price with IVA in cents|flags" — flags: "kg" sold per kg, "0" IVA 0 %, "15" IVA 15 %
 * (overrides the category default). Basic foods carry IVA 0 % as in Ecuador; the rest the standard 15 %.
 */
export interface CatalogueProduct {
  name: string;
  brand: string | null;
  /** Shelf price with IVA, in cents (per unit or per kg). */
  shelfCents: number;
  saleUnit: 'unit' | 'kg';
  taxRateBp: number;
}

export interface CatalogueCategory {
  name: string;
  aisleOrder: number;
  products: CatalogueProduct[];
}

const RAW: { name: string; taxRateBp: number; items: string[] }[] = [
  {
    name: 'Frutas y verduras',
    taxRateBp: 0,
    items: [
      'Banano||95|kg', 'Manzana roja importada||389|kg', 'Manzana verde||359|kg', 'Naranja de jugo||120|kg', 'Mandarina||165|kg',
      'Piña hawaiana||149|kg', 'Papaya||135|kg', 'Sandía||99|kg', 'Frutilla||449|kg', 'Mora de Castilla||399|kg',
      'Naranjilla||249|kg', 'Tomate de árbol||229|kg', 'Maracuyá||259|kg', 'Aguacate Hass||329|kg', 'Limón sutil||189|kg',
      'Uvas rojas sin semilla||599|kg', 'Mango Tommy||219|kg', 'Tomate riñón||179|kg', 'Cebolla paiteña||159|kg', 'Cebolla blanca en rama||199|kg',
      'Papa chola||99|kg', 'Papa súper chola||115|kg', 'Zanahoria||109|kg', 'Pimiento verde||239|kg', 'Brócoli||209|kg',
      'Lechuga crespa||79', 'Culantro (atado)||35', 'Zucchini||199|kg', 'Choclo tierno (unidad)||45', 'Plátano verde||85|kg',
      'Plátano maduro||99|kg', 'Yuca||129|kg', 'Ajo pelado 250 g|Facundo|189',
      'Pepino||129|kg', 'Remolacha||119|kg', 'Espinaca (atado)||89', 'Coliflor||189|kg', 'Arveja tierna desgranada||349|kg', 'Habas tiernas||299|kg', 'Granadilla||329|kg', 'Pitahaya amarilla||699|kg', 'Uvilla 250 g||149', 'Babaco||159|kg', 'Champiñones 200 g||199', 'Jengibre||399|kg',
    ],
  },
  {
    name: 'Carnes y aves',
    taxRateBp: 0,
    items: [
      'Pechuga de pollo|Mr. Pollo|699|kg', 'Pollo entero|Mr. Pollo|389|kg', 'Alas de pollo|Mr. Pollo|549|kg', 'Muslos de pollo|Mr. Pollo|489|kg',
      'Carne molida especial||899|kg', 'Lomo fino de res||1699|kg', 'Pulpa de res||1049|kg', 'Costilla de res||849|kg',
      'Chuleta de cerdo||799|kg', 'Lomo de cerdo||949|kg', 'Costilla de cerdo BBQ||899|kg', 'Pavo entero|Mr. Pavo|699|kg',
      'Salchicha de pollo 500 g|Plumrose|319', 'Salchicha Frankfurt 454 g|Plumrose|419', 'Jamón de pierna 200 g|Plumrose|389',
      'Mortadela Bolognia 500 g|Don Diego|349', 'Chorizo parrillero 454 g|Juris|479', 'Tocino ahumado 200 g|Plumrose|449',
      'Jamón de pavo 200 g|Fritz|419', 'Hamburguesas de res x6|Fritz|599', 'Carne para asado (falda)||949|kg',
      'Hígado de res||549|kg', 'Menudencia de pollo||299|kg', 'Chuleta ahumada||999|kg', 'Salami 100 g|Plumrose|349', 'Pernil de cerdo||749|kg',
    ],
  },
  {
    name: 'Pescados y mariscos',
    taxRateBp: 0,
    items: [
      'Filete de corvina||1299|kg', 'Filete de dorado||1149|kg', 'Tilapia entera||649|kg', 'Camarón pomada||1399|kg',
      'Camarón jumbo pelado 454 g|Promarisco|1149', 'Filete de salmón||2399|kg', 'Trucha entera||899|kg', 'Concha prieta (docena)||699',
      'Calamar en anillos 400 g|Promarisco|699', 'Atún en aceite 180 g|Real|179', 'Atún en agua 180 g|Van Camp\'s|189',
      'Atún lomitos en aceite 3x140 g|Isabel|549', 'Sardinas en salsa de tomate 425 g|Real|169', 'Pescado apanado 300 g|Fritz|479|15',
      'Pulpo cocido||1899|kg', 'Albacora fresca||1099|kg', 'Langostino entero||1599|kg',
    ],
  },
  {
    name: 'Lácteos y huevos',
    taxRateBp: 0,
    items: [
      'Leche entera funda 1 L|Vita|99', 'Leche semidescremada 1 L|Vita|109', 'Leche deslactosada 1 L|Toni|139', 'Leche entera 1 L|Nutri|105',
      'Leche de larga vida 6x1 L|Vita|599', 'Yogur natural 1 L|Toni|299|15', 'Yogur de frutilla 1 L|Alpina|319|15', 'Yogur griego natural 500 g|Toni|389|15',
      'Queso fresco||749|kg', 'Queso mozzarella||1199|kg', 'Queso maduro Gouda||1349|kg', 'Queso crema 250 g|Kiosko|259',
      'Mantequilla con sal 250 g|Kiosko|349', 'Margarina 500 g|Girasol|249', 'Crema de leche 200 ml|Toni|189', 'Leche condensada 397 g|La Lechera|249|15',
      'Huevos blancos x30||449', 'Huevos de campo x12||339', 'Huevos rojos x15||249', 'Queso rallado parmesano 100 g|Alpina|299', 'Avena en leche 1 L|Toni|229|15',
      'Queso de hoja 500 g|Kiosko|399', 'Leche en polvo 400 g|Nido|699|15', 'Bebida de almendras 946 ml|Silk|449|15', 'Requesón 250 g|Kiosko|229',
    ],
  },
  {
    name: 'Panadería',
    taxRateBp: 0,
    items: [
      'Pan de agua (unidad)||15', 'Pan enrollado x10||150', 'Pan integral de molde 600 g|Supan|299', 'Pan blanco de molde 550 g|Supan|259',
      'Pan de yuca x6||240', 'Croissant de mantequilla||85', 'Empanada de viento||75', 'Tortillas de trigo x10|Bimbo|289',
      'Pan para hot dog x8|Supan|199', 'Pan para hamburguesa x6|Supan|219', 'Cake de naranja 500 g|Moderna|349|15', 'Galletas de sal 200 g|Moderna|99|15',
      'Tostadas integrales 240 g|Bimbo|259|15', 'Pan baguette||120', 'Biscochos de Cayambe 300 g||299', 'Pan de chocolate x6|Bimbo|249|15',
      'Pan de centeno 500 g|Supan|329', 'Pan de maíz x6||210', 'Tostadas de ajo 150 g|Moderna|179|15',
    ],
  },
  {
    name: 'Despensa',
    taxRateBp: 0,
    items: [
      'Arroz blanco 2 kg|Gustadina|249', 'Arroz blanco 5 kg|Conejo|579', 'Azúcar blanca 2 kg|Valdez|219', 'Azúcar morena 1 kg|San Carlos|139',
      'Sal yodada 1 kg|Cris-Sal|59', 'Aceite de girasol 1 L|La Favorita|329', 'Aceite vegetal 900 ml|Palma de Oro|249', 'Aceite de oliva extra virgen 500 ml|Carbonell|899|15',
      'Harina de trigo 1 kg|Ya|149', 'Fideo tallarín 400 g|Don Vittorio|99', 'Fideo spaghetti 500 g|Oriental|119', 'Fideo lazo 400 g|Sumesa|95',
      'Lenteja 500 g|Gustadina|149', 'Fréjol rojo 500 g|Gustadina|189', 'Avena en hojuelas 500 g|Quaker|219', 'Café soluble 170 g|Nescafé|699|15',
      'Café molido 250 g|Sweet & Coffee|649|15', 'Té de manzanilla x25|Hornimans|149|15', 'Cereal Corn Flakes 500 g|Kellogg\'s|499|15', 'Salsa de tomate 400 g|Los Andes|189|15',
      'Mayonesa 400 g|Maggi|269|15', 'Mostaza 200 g|Los Andes|119|15', 'Arvejas en lata 400 g|Facundo|149', 'Choclo en grano 400 g|Facundo|179',
      'Sopa de pollo con fideo 65 g|Maggi|69|15', 'Caldo de gallina x8|Maggi|119|15', 'Achiote 110 g|Ile|149', 'Panela molida 1 kg||229',
      'Mermelada de mora 600 g|Gustadina|279|15', 'Miel de abeja 500 g||599|15', 'Polvo de hornear 100 g|Royal|129|15', 'Gelatina de frutilla 90 g|Royal|99|15',
      'Chocolate en barra para taza 250 g|Nestlé|289|15', 'Vinagre blanco 1 L|Los Andes|119|15',
      'Arroz integral 1 kg|Gustadina|189', 'Quinua 500 g|Camari|299', 'Maicena 200 g|Maizena|139|15', 'Atún con vegetales 160 g|Real|199', 'Salsa de soya 150 ml|Oriental|149|15', 'Comino molido 50 g|Ile|89|15', 'Orégano 15 g|Ile|69|15', 'Harina de maíz 1 kg|Ya|179',
    ],
  },
  {
    name: 'Bebidas',
    taxRateBp: 1500,
    items: [
      'Agua sin gas 1 L|Tesalia|69', 'Agua sin gas 6 L|Tesalia|229', 'Agua mineral con gas 1.5 L|Güitig|119', 'Coca-Cola 500 ml|Coca-Cola|85',
      'Coca-Cola 3 L|Coca-Cola|299', 'Coca-Cola Zero 1.5 L|Coca-Cola|179', 'Fanta naranja 1.35 L|Coca-Cola|149', 'Sprite 3 L|Coca-Cola|279',
      'Pepsi 2 L|Pepsi|179', 'Fioravanti fresa 2 L|Coca-Cola|179', 'Tropical 2 L|Tropical|169', 'Sporade tropical 500 ml|Sporade|75',
      'Gatorade uva 500 ml|Gatorade|115', 'Jugo de naranja 1 L|Del Valle|219', 'Néctar de durazno 1 L|Natura|189', 'Té helado limón 500 ml|Fuze Tea|89',
      'Pony Malta 330 ml|Pony Malta|79', 'Cerveza Pilsener 6x355 ml|Pilsener|799', 'Cerveza Club Premium 6x330 ml|Club|949', 'Cerveza Corona 355 ml|Corona|189',
      'Vino tinto Cabernet 750 ml|Santa Rita|1199', 'Energizante 473 ml|Red Bull|249', 'Agua de coco 1 L|Coco Fresh|299', 'Jugo de mora 1 L|Natura|199',
      'Kombucha 400 ml|Kombu|249',
      'Agua sin gas 500 ml|Dasani|55', 'Jugo de manzana 1 L|Del Valle|229', 'Té verde en botella 500 ml|Fuze Tea|89', 'Leche con chocolate 200 ml|Toni|69|0',
    ],
  },
  {
    name: 'Snacks y dulces',
    taxRateBp: 1500,
    items: [
      'Papas fritas clásicas 150 g|Ruffles|199', 'Doritos queso 150 g|Doritos|199', 'Tortolines plátano 150 g|Inalecsa|139', 'Tostitos 200 g|Frito Lay|249',
      'Cachitos 120 g|Inalecsa|119', 'Maní salado 200 g|Mani Crocante|189', 'Chifles de dulce 85 g|Inalecsa|69', 'Galletas Amor 105 g|Nestlé|79',
      'Galletas Oreo 108 g|Oreo|99', 'Galletas Ricas 230 g|La Universal|129', 'Galletas Cocosette 200 g|Nestlé|139', 'Manicho 28 g|Nestlé|40',
      'Chocolate Galak 30 g|Nestlé|65', 'Chocolate con almendras 100 g|Pacari|399', 'Chocolate 70 % cacao 50 g|República del Cacao|299', 'Caramelos surtidos 400 g|La Universal|249',
      'Chicles de menta x10|Trident|99', 'Gomitas de ositos 150 g|Mogul|149', 'Barra de granola 6x25 g|Nature Valley|399', 'Canguil para microondas x3|Act II|229',
      'Nutella 350 g|Ferrero|649', 'Alfajores x6|Bon o Bon|349',
      'Galletas de avena 225 g|La Universal|189', 'Mix de frutos secos 150 g|Mani Crocante|399', 'Chupetes x24|Bon Bon Bum|299',
    ],
  },
  {
    name: 'Congelados',
    taxRateBp: 1500,
    items: [
      'Helado de vainilla 2 L|Pingüino|699', 'Helado de chocolate 1 L|Pingüino|449', 'Paleta Magnum clásico|Pingüino|249', 'Papas prefritas 1 kg|McCain|449',
      'Nuggets de pollo 500 g|Mr. Pollo|549', 'Pizza de pepperoni 500 g|Fritz|699', 'Verduras mixtas 500 g|Snob|249', 'Arveja congelada 500 g|Snob|229|0',
      'Lasaña boloñesa 600 g|Fritz|649', 'Empanadas de verde x6|Frozen Andes|399', 'Pulpa de mora 500 g|Snob|229', 'Pulpa de maracuyá 500 g|Snob|239',
      'Hielo en cubos 2 kg||129', 'Corvina apanada 400 g|Promarisco|599', 'Bolones de verde x4|Frozen Andes|449',
      'Helado de paila de mora 1 L|Pingüino|499', 'Camarón apanado 400 g|Promarisco|799', 'Choclo desgranado congelado 500 g|Snob|219|0',
    ],
  },
  {
    name: 'Limpieza',
    taxRateBp: 1500,
    items: [
      'Detergente en polvo 2 kg|Deja|699', 'Detergente líquido 3 L|Ariel|1199', 'Jabón de lavar 200 g|Macho|79', 'Suavizante 2 L|Suavitel|499',
      'Cloro 2 L|Clorox|249', 'Desinfectante lavanda 1 L|Fabuloso|249', 'Lavavajillas en crema 500 g|Lava|199', 'Lavavajillas líquido 750 ml|Axión|289',
      'Esponja doble uso x3|Scotch-Brite|199', 'Papel higiénico x12|Scott|749', 'Papel higiénico x4|Familia|249', 'Toallas de cocina x2|Scott|279',
      'Servilletas x300|Familia|199', 'Fundas de basura x10|Plastigama|149', 'Limpiavidrios 500 ml|Windex|299', 'Insecticida 400 ml|Raid|499',
      'Ambientador 360 ml|Glade|349', 'Quitagrasa 500 ml|Mr. Músculo|399',
      'Cera para pisos 1 L|Blanquita|349', 'Guantes de caucho talla M|Virutex|179',
    ],
  },
  {
    name: 'Cuidado personal',
    taxRateBp: 1500,
    items: [
      'Pasta dental 100 ml|Colgate|219', 'Cepillo dental medio|Colgate|149', 'Enjuague bucal 500 ml|Listerine|599', 'Shampoo 400 ml|Pantene|599',
      'Shampoo anticaspa 375 ml|Head & Shoulders|649', 'Acondicionador 400 ml|Sedal|399', 'Jabón de tocador x3|Protex|299', 'Jabón líquido 400 ml|Dove|449',
      'Desodorante roll-on 50 ml|Rexona|349', 'Desodorante en barra 45 g|Gillette|429', 'Crema corporal 400 ml|Nivea|699', 'Protector solar FPS 50 120 ml|Nivea|1299',
      'Máquina de afeitar x2|Gillette|599', 'Toallas sanitarias x10|Nosotras|249', 'Pañales etapa 3 x30|Pañalín|1099', 'Toallitas húmedas x100|Huggies|399',
      'Alcohol antiséptico 500 ml|Weir|249', 'Gel antibacterial 250 ml|Lysol|279', 'Algodón 100 g|Johnson\'s|199',
      'Hilo dental 50 m|Oral-B|299', 'Talco para pies 120 g|Mexsana|389',
    ],
  },
  {
    name: 'Mascotas',
    taxRateBp: 1500,
    items: [
      'Alimento perro adulto 2 kg|Dog Chow|999', 'Alimento perro adulto 15 kg|Pedigree|4599', 'Alimento cachorro 2 kg|Pro Can|1099', 'Alimento gato adulto 1.5 kg|Cat Chow|949',
      'Alimento gato adulto 500 g|Whiskas|389', 'Sobre húmedo gato 85 g|Whiskas|99', 'Lata perro carne 340 g|Pedigree|249', 'Snacks dentales perro x7|Pedigree|449',
      'Arena para gato 4 kg|Cat Litter|599', 'Shampoo para perro 500 ml|Petys|549', 'Galletas para perro 500 g|Buen Can|349',
      'Alimento gato cachorro 1 kg|Cat Chow|799', 'Collar antipulgas perro|Petys|899', 'Alimento para peces 50 g|Tetra|349',
    ],
  },
];

function parseItem(raw: string, categoryTax: number): CatalogueProduct {
  const [name = '', brand = '', price = '0', ...flags] = raw.split('|');
  let taxRateBp = categoryTax;
  if (flags.includes('0')) taxRateBp = 0;
  if (flags.includes('15')) taxRateBp = 1500;
  return { name, brand: brand || null, shelfCents: Number(price), saleUnit: flags.includes('kg') ? 'kg' : 'unit', taxRateBp };
}

export const CATALOGUE: readonly CatalogueCategory[] = RAW.map((c, index) => ({
  name: c.name,
  aisleOrder: (index + 1) * 10,
  products: c.items.map((item) => parseItem(item, c.taxRateBp)),
}));

/** Every distinct brand in the catalogue, sorted. */
export const CATALOGUE_BRANDS: readonly string[] = [...new Set(CATALOGUE.flatMap((c) => c.products.map((p) => p.brand)).filter((b): b is string => b !== null))].sort();
